import type { APIRequestContext } from "@playwright/test";

export declare function signInThroughApi(request: APIRequestContext, username: string, password: string): Promise<void>;
