/** Client rules of the sign-in form (spec 1 §5, §9): both fields required, max lengths. */
export const USERNAME_MAX = 50;
export const PASSWORD_MAX = 30;

export interface SignInErrors {
  username?: "required.field";
  password?: "required.field";
}

export function validateSignIn(values: { username: string; password: string }): SignInErrors {
  const errors: SignInErrors = {};
  if (values.username.trim() === "") errors.username = "required.field";
  if (values.password === "") errors.password = "required.field";
  return errors;
}
