// The benchmark's baseline: a bare express route reading the same survey row with a prepared statement.
'use strict';
const express = require('express');
const Database = require('better-sqlite3');

const db = new Database(process.env.DB_FILE, { readonly: true });
const byId = db.prepare('select * from surveys where id = ?');
const app = express();
app.get('/api/v1/surveys/:id', (req, res) => {
  const row = byId.get(req.params.id);
  if (!row) return res.status(404).end();
  res.json(row);
});
app.listen(Number(process.env.PORT), '127.0.0.1');
