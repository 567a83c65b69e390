/** How many times the database preparation may be tried. */
export declare const PREPARE_ATTEMPTS: number
/** Prepares the database `env` names; resolves with the last attempt's exit code (0: ready). */
export declare function prepareDatabase(env?: NodeJS.ProcessEnv, label?: string): Promise<number>
