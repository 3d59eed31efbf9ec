export { useIdle } from "./use-idle";
export { whenIdle } from "./when-idle";
