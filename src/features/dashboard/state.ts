/**
 * The "user data updated from the registers" flag of the dashboard (spec 2 §2, decision 72):
 * it lives only on the client, in localStorage under `ipo.userDataUpdatedFromRegisters`. Its
 * value `{value}` picks the literal `user.data.updated.from.registers.{value}`; closing the
 * dialog removes the flag. Whoever learns that the registers changed the user's data (for
 * example a sign-in or profile flow) stores it.
 */
export const REGISTERS_FLAG_KEY = "ipo.userDataUpdatedFromRegisters";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value, or null when the flag is not set. */
export function readRegistersFlag(): string | null {
  const value = storage()?.getItem(REGISTERS_FLAG_KEY)?.trim();
  return value ? value : null;
}

export function storeRegistersFlag(value: string): void {
  storage()?.setItem(REGISTERS_FLAG_KEY, value);
}

export function clearRegistersFlag(): void {
  storage()?.removeItem(REGISTERS_FLAG_KEY);
}

/** The literal key of the dialog text. */
export function registersMessageKey(value: string): string {
  return `user.data.updated.from.registers.${value}`;
}
