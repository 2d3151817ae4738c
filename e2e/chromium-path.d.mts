export declare const HEADLESS_SHELL: string;
export declare const FULL_CHROMIUM: string;
/** CHROMIUM_PATH when set, else Debian's headless shell when installed, else Debian's full Chromium. */
export declare function chromiumPath(): string;
