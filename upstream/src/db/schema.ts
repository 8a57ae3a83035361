// The one drizzle schema of upstream/, applied unchanged to PGlite and PostgreSQL. Tables live by area in ./schema/.
export * from './schema/catalog';
export * from './schema/content';
export * from './schema/community';
export * from './schema/users';
export * from './schema/files';
export * from './schema/commerce';
export * from './schema/billing';
export * from './schema/wishlist';
export * from './schema/privacy';
export * from './schema/lifecycle';
export * from './schema/licence';
export * from './schema/practice-exams';
export * from './schema/company';
export * from './schema/company-seats';
export * from './schema/dashboard';
