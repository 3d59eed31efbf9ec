/** Demo account used by the benchmark (docs/conventions.md). */
export const DEMO_USER = "demoparent";
export const DEMO_PASSWORD = "Vilnius2468";
