// The overhead benchmark's baseline: a bare express route reading the same survey row with a prepared statement.
// Spawned by bench/overhead.ts with DB_FILE and PORT.
import express from 'express';
import Database from 'better-sqlite3';

const db = new Database(process.env.DB_FILE as string, { readonly: true });
const byId = db.prepare('select * from surveys where id = ?');
const app = express();
app.get('/api/v1/surveys/:id', (req, res) => {
  const row = byId.get(req.params.id);
  if (!row) {
    res.status(404).end();
    return;
  }
  res.json(row);
});
app.listen(Number(process.env.PORT), '127.0.0.1');
