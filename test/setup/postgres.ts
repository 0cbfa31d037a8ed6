if (!process.env.FW_TEST_POSTGRES_URL) throw new Error('FW_TEST_POSTGRES_URL is not set: run the suite with `npm test`');
process.env.FW_TEST_DB = 'postgres';
