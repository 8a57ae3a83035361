// The first integration suite of a run migrates and seeds the PGlite template that the others restore (the harness's
// dump, rebuilt whenever migrations or seed change): on two busy cores that alone can outlast the 30 s default, and it
// happens inside one suite's beforeAll.
jest.setTimeout(120_000);
