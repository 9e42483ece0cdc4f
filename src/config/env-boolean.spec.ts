import { ConfigError, loadConfig } from './app-config';
import { parseEnvBoolean } from './env-boolean';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/hp-env-boolean-spec' };
const TRUE_SPELLINGS = ['true', 'TRUE', 'True', '1', 'yes', 'YES', 'on', ' on '];
const FALSE_SPELLINGS = ['false', 'FALSE', 'False', '0', 'no', 'NO', 'off', ' Off '];

describe(parseEnvBoolean.name, () => {
  it('reads true/false, 1/0, yes/no, on/off in any case; blank is unset; anything else is no boolean', () => {
    for (const word of TRUE_SPELLINGS) expect([word, parseEnvBoolean(word)]).toEqual([word, true]);
    for (const word of FALSE_SPELLINGS) expect([word, parseEnvBoolean(word)]).toEqual([word, false]);
    for (const blank of [undefined, '', '  ']) expect(parseEnvBoolean(blank)).toBeUndefined();
    for (const other of ['ture', 'y', 'n', '2', 'enabled', 'falsey', '-1']) expect([other, parseEnvBoolean(other)]).toEqual([other, null]);
  });
});

describe('boolean environment variables (issue 35 item 3)', () => {
  it('SEED_DEMO and S3_FORCE_PATH_STYLE take every spelling one way', () => {
    const s3 = { S3_BUCKET: 'howpaano-media', S3_ENDPOINT: 'http://127.0.0.1:9000' };
    for (const word of TRUE_SPELLINGS) {
      expect([word, loadConfig({ ...base, SEED_DEMO: word }).seedDemo]).toEqual([word, true]);
      expect([word, loadConfig({ ...base, ...s3, S3_FORCE_PATH_STYLE: word }).s3?.forcePathStyle]).toEqual([word, true]);
    }
    for (const word of FALSE_SPELLINGS) {
      expect([word, loadConfig({ ...base, SEED_DEMO: word }).seedDemo]).toEqual([word, false]);
      expect([word, loadConfig({ ...base, ...s3, S3_FORCE_PATH_STYLE: word }).s3?.forcePathStyle]).toEqual([word, false]);
    }
    // Unset or blank: the default (demo guides outside production).
    expect(loadConfig({ ...base, SEED_DEMO: '' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: '' }).seedDemo).toBe(false);
  });

  it('refuses anything else at boot with one line naming the variable', () => {
    for (const [name, extra] of [
      ['SEED_DEMO', {}],
      ['S3_FORCE_PATH_STYLE', { S3_BUCKET: 'howpaano-media' }],
    ] as const) {
      for (const bad of ['ture', 'y', 'enabled', '2']) {
        const load = () => loadConfig({ ...base, ...extra, [name]: bad });
        expect(load).toThrow(ConfigError);
        expect(load).toThrow(new RegExp(`^${name} must be true or false \\(or 1/0, yes/no, on/off\\) \\(got "${bad}"\\)$`));
      }
    }
  });

  it('gives the per-address connection cap its default by the parsed TRUST_PROXY, however "no proxy" is written', () => {
    // A quarter of MAX_CONNECTIONS (1000) without a proxy: "false" written out used to turn the cap off.
    for (const word of [undefined, '', ...FALSE_SPELLINGS]) {
      const config = loadConfig({ ...base, ...(word === undefined ? {} : { TRUST_PROXY: word }) });
      expect([word, config.trustProxy, config.maxConnectionsPerAddress]).toEqual([word, false, 250]);
    }
    // Behind a proxy every socket is the proxy's: off unless set.
    for (const word of [...TRUE_SPELLINGS, '2', 'loopback']) {
      const config = loadConfig({ ...base, TRUST_PROXY: word });
      expect([word, config.maxConnectionsPerAddress]).toEqual([word, 0]);
    }
    expect(loadConfig({ ...base, TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '40' }).maxConnectionsPerAddress).toBe(40);
    expect(loadConfig({ ...base, TRUST_PROXY: 'no', MAX_CONNECTIONS: '30' }).maxConnectionsPerAddress).toBe(7);
  });
});
