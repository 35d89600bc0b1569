import * as v from 'valibot';

/** Learn omits fields it has no value for (and any not asked for with `fields`). */
export const optString = v.optional(v.string());
export const optBoolean = v.optional(v.boolean());
export const optNumber = v.optional(v.number());
/** Grades and scores: Learn sends null for "no value" on some versions. */
export const nullishNumber = v.nullish(v.number());
export const nullishString = v.nullish(v.string());
export const optStringArray = v.optional(v.array(v.string()));

/** `availability.available`: kept a string, as Learn adds values over time (e.g. Term, PartiallyVisible). */
export const availability = v.optional(v.looseObject({ available: optString }));
