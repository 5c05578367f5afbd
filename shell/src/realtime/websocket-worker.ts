/// <reference lib="webworker" />
// Placeholder entry replaced by the realtime implementation.
export {};
