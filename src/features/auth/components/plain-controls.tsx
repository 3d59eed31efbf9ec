/**
 * The few controls of the sign-in page in plain HTML (styles: ./signed-out.css): a text
 * field with its label and error, a button with a busy state, an alert. The sign-in page
 * loads no Chakra; every other form uses Chakra's Field, Button and Alert.
 */
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from "react";

interface PlainFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Translated error text, shown under the input and announced with it. */
  error?: string;
}

export function PlainField({ label, error, ...input }: PlainFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="ipo-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ipo-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="ipo-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: "solid" | "outline";
  busy?: boolean;
}

export function PlainButton({ variant, busy = false, disabled, children, ...button }: PlainButtonProps) {
  return (
    <button
      className={variant === "solid" ? "ipo-button ipo-button--solid" : "ipo-button"}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...button}
    >
      <span className="ipo-button__label">{children}</span>
    </button>
  );
}

export function PlainAlert({ status, children }: { status: "error" | "warning"; children: ReactNode }) {
  return (
    <div className={`ipo-alert ipo-alert--${status}`} role={status === "error" ? "alert" : "status"}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </div>
  );
}
