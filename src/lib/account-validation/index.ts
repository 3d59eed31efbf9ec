/** Client validation of the account forms (spec 1 §5), mirroring server/account/validation.ts. */
export * from "./rules";
export * from "./roles";
export * from "./forms";
export * from "./form-validator";
export { useFieldValidation, type FieldValidation } from "./use-field-validation";
