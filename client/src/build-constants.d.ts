// Set by scripts/build.mjs; the client only ever runs bundled.

/** Path of the server bundle, relative to the extension's folder. */
declare const __SERVER_BUNDLE__: string;
