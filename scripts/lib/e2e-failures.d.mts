export declare const E2E_REPORT: string;
export declare function e2eFailureDigest(file: string, options?: { linesPerError?: number }): string[];
