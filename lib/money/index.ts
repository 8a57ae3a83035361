export * from './fils';
export * from './vat';
export * from './format';
export * from './amount-in-words';
