/** Public API of the network layer: `apiRequest`, `ApiError` and the shared schemas. */
export {
  ApiError,
  SOMETHING_NOT_FOUND,
  SOMETHING_WENT_WRONG,
  errorMessageParts,
  isApiError,
  isClientError,
  splitKeys,
  type ApiErrorInit,
  type ApiErrorKind,
} from "./api-error";
export {
  apiRequest,
  reportUnauthorized,
  setUnauthorizedHandler,
  type ApiRequestOptions,
  type BlobResult,
  type HttpMethod,
  type ResponseKind,
  type UnauthorizedHandler,
} from "./client";
export { fileNameFromContentDisposition } from "./content-disposition";
export { csrfHeader, resetCsrf } from "./csrf";
export { parseErrorBody } from "./errors";
export { API_PREFIX, apiUrl, type QueryParams, type QueryValue } from "./paths";
export * from "./schemas";
