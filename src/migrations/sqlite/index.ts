import * as migration_20261122_094624_initial from './20261122_094624_initial';

export const migrations = [
  {
    up: migration_20261122_094624_initial.up,
    down: migration_20261122_094624_initial.down,
    name: '20261122_094624_initial'
  },
];
