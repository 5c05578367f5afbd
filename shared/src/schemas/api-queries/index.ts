// Query-string schemas of the API's read endpoints (owned with the API).
export {};
