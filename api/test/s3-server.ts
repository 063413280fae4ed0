import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const TEST_BUCKET = 'waybill-test';
const KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3 protocol server (s3rver, from npm) on a free loopback port, with one bucket; its
 * requests are signed and checked like AWS's. `env` configures the app for it.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'waybill-s3-'));
  const options = {
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  };
  let server = new S3rver({ ...options, port: 0 });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: KEY,
  });

  const keys = async (): Promise<string[]> => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  };

  return {
    endpoint,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEY.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys,
    /** The object's bytes and the headers the bucket keeps with it. */
    object: async (key: string) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      return {
        bytes: Buffer.from(await answer.Body!.transformToByteArray()),
        contentType: answer.ContentType,
        cacheControl: answer.CacheControl,
      };
    },
    put: (key: string, body: Buffer | string) =>
      client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: body })),
    clear: async () => {
      const all = await keys();
      if (!all.length) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket: TEST_BUCKET,
          Delete: { Objects: all.map((Key) => ({ Key })) },
        }),
      );
    },
    /** Stops answering (the bucket's server is down) until `start`. */
    stop: () => server.close(),
    start: async () => {
      server = new S3rver({ ...options, port });
      await server.run();
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
