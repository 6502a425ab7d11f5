import { sql, type Migration } from 'kysely';

// Before mail secrets were sealed, the log kept them in clear: the six-digit codes of the code
// mails, and the signed tokens of links (approval and rejection, order view). Mask them in place.
export const emailLogScrub: Migration = {
  async up(db) {
    for (const column of ['body_text', 'body_html'] as const) {
      const col = sql.ref(column);
      await sql`update content.email_log set ${col} = regexp_replace(${col}, '([?&](token|resetCode)=)[^\\s&"''<>]+', '\\1••••••', 'g')
        where ${col} ~ '[?&](token|resetCode)='`.execute(db);
      await sql`update content.email_log set ${col} = regexp_replace(${col}, '(: )[0-9]{6}(\\s)', '\\1••••••\\2', 'g')
        where template in ('PasswordResetCode', 'EmailOrPasswordChangeCode') and ${col} is not null`.execute(
        db,
      );
    }
  },
};
