// The account domain's API module (owner: mf-account-orders). See ARCHITECTURE.md §2 for the layout.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';

export default defineModule({
  name: 'account',
  schema: 'account',
  migrations,
  async routes() {
    // Routes of this domain arrive with its issue.
  },
});
