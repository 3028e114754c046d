// A compile-time check that two types are the same, both ways: `const ok: Same<A, B> = true` stops
// compiling when a schema and the type it stands for drift apart.
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
