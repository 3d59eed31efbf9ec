/** Date fields that follow the interface language. */
export { DateInput, type DateInputProps } from "./date-input";
