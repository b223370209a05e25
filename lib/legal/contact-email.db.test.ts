import { useTestDatabase } from '@/testing/test-database';
import { db } from '@/lib/database/db';
import { getContactEmail } from './contact-email';

useTestDatabase();

describe('getContactEmail', () => {
  it('reads the configured address', async () => {
    await db.configuration.update({ where: { key: 'contact.email' }, data: { value: 'orders@gooddog.in' } });
    expect(await getContactEmail()).toBe('orders@gooddog.in');
  });

  it('falls back to the seed address when the key is gone', async () => {
    await db.configuration.delete({ where: { key: 'contact.email' } });
    expect(await getContactEmail()).toBe('hello@gooddogkitchen.in');
  });
});
