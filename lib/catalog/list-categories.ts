import 'server-only';
import { db } from '@/lib/database/db';

export async function listCategories() {
  return db.category.findMany({ orderBy: { sortOrder: 'asc' } });
}
