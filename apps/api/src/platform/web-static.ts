import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app: the .br and .gz files the build writes beside each file are sent to
 * browsers that accept them; hashed files under assets/ change name with their content, so
 * they are cached for a year, while everything else (index.html) revalidates.
 */
const plugin: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) =>
      reply.header(
        'cache-control',
        path.relative(root, filePath).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache',
      ),
  });
};

export const webStatic = fp(plugin);
