import * as migration_20261122_102109_initial from './20261122_102109_initial';
import * as migration_20261123_214116_search from './20261123_214116_search';

export const migrations = [
  {
    up: migration_20261122_102109_initial.up,
    down: migration_20261122_102109_initial.down,
    name: '20261122_102109_initial',
  },
  {
    up: migration_20261123_214116_search.up,
    down: migration_20261123_214116_search.down,
    name: '20261123_214116_search'
  },
];
