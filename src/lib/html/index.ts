/** Safe rendering of server HTML (DOMPurify with the app's link rules). */
export { REPLY_TAGS, sanitizeMessageHtml, sanitizeReplyHtml } from "./sanitize";
