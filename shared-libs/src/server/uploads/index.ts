// User uploads: the one policy every upload route uses (product images now, blog images and the
// file repository later). image-policy: raster images only, by magic bytes. multipart: reading a
// one-file form with field checks and 4xx for malformed requests. serve: the headers user files are
// served with (nosniff, a sandboxing CSP, attachment for anything that is not a raster image).
export * from './image-policy.js';
export * from './multipart.js';
export * from './serve.js';
