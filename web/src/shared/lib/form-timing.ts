/** Form fields validate 300 ms after typing stops (spec section 9). */
export const validationDebounceMs = 300;
/** Searchable selects filter 200 ms after typing stops (spec section 9). */
export const searchDebounceMs = 200;
