// The shape another language's message file must have: the English file's keys, every leaf a
// string. tsc then refuses a German or Italian file with a key missing or extra; the test
// tests/renderer/i18n-keys.test.ts checks the placeholders and plural forms as well.
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
