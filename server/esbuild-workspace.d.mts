import type { Plugin } from 'esbuild';

/** esbuild-workspace.mjs: @dawalink/shared bundled from its TypeScript source. */
export declare const workspaceShared: Plugin;
