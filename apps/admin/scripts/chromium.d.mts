export declare const chromiumExecutable: string;
export declare const e2eChromiumExecutable: string;
export declare const chromiumArgs: string[];
