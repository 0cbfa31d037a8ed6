process.env.FW_TEST_DB = 'sqlite';
