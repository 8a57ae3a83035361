// Money travels as AED numbers with 2 decimals but is stored and computed as integer fils.
export const toFils = (aed: number) => Math.round(aed * 100);
export const toAed = (fils: number) => Math.round(fils) / 100;
