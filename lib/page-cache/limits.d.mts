export const COMMAND_TIMEOUT_MS: number;
export const MEMORY_BYTES: number;
export const MAX_TTL_SECONDS: number;
export const TAG_TIME_KEPT_MS: number;
export const MAX_TAG_TIMES: number;
export const UNKNOWN_ID_TTL_SECONDS: number;
