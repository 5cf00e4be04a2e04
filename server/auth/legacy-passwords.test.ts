// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  isLegacyHash,
  LEGACY_METHODS,
  legacyHash,
  parseLegacyHash,
  parsePhpArray,
  verifyLegacyPassword,
} from "./legacy-passwords";

/**
 * Known answers, none of them made by Plaza's code. "hashcat wiki" is hashcat's published list of
 * example hashes (hashcat.net, example_hashes), each of the password "hashcat", with the mode
 * number; each was also recomputed with Python's hashlib here. "PHP" and "Python" vectors were
 * computed on a developer machine with PHP 8.2 (Debian php-cli) and Python 3.11 (hashlib, crypt),
 * with the statement shown.
 */
interface Vector {
  method: string;
  hash: string;
  password: string;
  source: string;
}

const vectors: Vector[] = [
  // Vanilla's own: phpass portable hashes, bcrypt, and bare MD5.
  {
    method: "Vanilla",
    hash: "$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0",
    password: "test12345",
    source: "Openwall phpass test.php known hash (also in passlib's phpass tests)",
  },
  {
    method: "Vanilla",
    hash: "$2y$05$/I53.BLd5BjH7fKF8viwmuhBPLC7FKXtbs6dni16XDWNgYoKwPwOK",
    password: "correct horse battery staple",
    source: "PHP: password_hash($pw, PASSWORD_BCRYPT, ['cost' => 5])",
  },
  {
    method: "vanilla",
    hash: "8743b52063cd84097a65d1633f5c74f5",
    password: "hashcat",
    source: "hashcat wiki, mode 0 (MD5)",
  },
  {
    method: "phpass",
    hash: "$P$984478476IagS59wHZvyQMArzfx58u.",
    password: "hashcat",
    source: "hashcat wiki, mode 400 (phpass, WordPress)",
  },
  // bcrypt as PHP's crypt() knows it.
  {
    method: "crypt",
    hash: "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW",
    password: "U*U",
    source: "Openwall crypt_blowfish published test vector (also libxcrypt and Python crypt here)",
  },
  {
    method: "crypt",
    hash: "$2b$04$COOsMPQC/wKCFOwJnP02wue0/ysAt3T8MyXOkseddNA0FDPkokSiq",
    password: "Grüße, Plaza!",
    source: "Python: crypt.crypt(pw, crypt.mksalt(crypt.METHOD_BLOWFISH, rounds=16))",
  },
  // phpBB: 3.0's $H$ phpass, 3.1's bcrypt, phpBB 2's bare MD5.
  {
    method: "phpBB",
    hash: "$H$9aaaaaSXBjgypwqm.JsMssPLiS8YQ00",
    password: "test1",
    source: "passlib's phpass tests (phpBB3 $H$ known hash)",
  },
  {
    method: "phpBB",
    hash: "$H$9PE8jEklgZhgLmZl5.HYJAzfGCQtzi1",
    password: "123456",
    source: "passlib's phpass tests (phpBB3 $H$ known hash)",
  },
  {
    method: "phpbb",
    hash: "$2y$05$/I53.BLd5BjH7fKF8viwmuhBPLC7FKXtbs6dni16XDWNgYoKwPwOK",
    password: "correct horse battery staple",
    source: "PHP: password_hash($pw, PASSWORD_BCRYPT, ['cost' => 5])",
  },
  {
    method: "PHPBB",
    hash: "8743b52063cd84097a65d1633f5c74f5",
    password: "hashcat",
    source: "hashcat wiki, mode 0 (MD5)",
  },
  // vBulletin 3/4: md5(md5(password) + salt), hash and salt run together by the porter.
  {
    method: "vbulletin",
    hash: "16780ba78d2d5f02f3202901c1b6d975568",
    password: "hashcat",
    source: "hashcat wiki, mode 2611 (vBulletin < 3.8.5), hash:salt joined",
  },
  {
    method: "vBulletin",
    hash: "bf366348c53ddcfbd16e63edfdd1eee6181264250056774603641874043270",
    password: "hashcat",
    source: "hashcat wiki, mode 2711 (vBulletin >= 3.8.5), hash:salt joined",
  },
  {
    method: "vbulletin5",
    hash: "$2y$05$iepteLKB5uG6gubSTwvZeu0jsh/oCBeKIVw.0vOinQkdj2pvrQgvS",
    password: "hashcat",
    source: "PHP: crypt(md5($pw), '$2y$05$' . <22 random salt characters>)",
  },
  // SMF: sha1(lower-case username + password), as `<hash>$<username>` or the porter's Django form.
  {
    method: "smf",
    hash: "ecf076ce9d6ed3624a9332112b1cd67b236fdd11$17782686",
    password: "hashcat",
    source: "hashcat wiki, mode 121 (SMF > v1.1, salt = username)",
  },
  {
    method: "Django",
    hash: "sha1$17782686$ecf076ce9d6ed3624a9332112b1cd67b236fdd11",
    password: "hashcat",
    source: "hashcat wiki, mode 121, in the porter's SMF export form sha1$<lower(name)>$<passwd>",
  },
  {
    method: "Django",
    hash: "sha1$ann$bee$e9597d1dbc182e6edcad3a12937f3295a731f2d4",
    password: "hashcat",
    source: "Python: hashlib.sha1(b'ann$bee' + b'hashcat') (a username holding '$')",
  },
  {
    method: "SMF",
    hash: "2cce1ce789454fd81a94fc63a6574c9671bac4a6$Zoë",
    password: "Grüße",
    source: "Python: hashlib.sha1('zoë'.encode() + 'Grüße'.encode())",
  },
  // Django.
  {
    method: "django",
    hash: "pbkdf2_sha256$10000$1135411628$bFYX62rfJobJ07VwrUMXfuffLfj2RDM2G6/BrTrUWkE=",
    password: "hashcat",
    source: "hashcat wiki, mode 10000 (Django PBKDF2-SHA256)",
  },
  {
    method: "django",
    hash: "pbkdf2_sha256$1000$seasalt2024$hagyHqGQOMmj6MSX/qcp/APDYXH86x7A9Xvzm/1FaNo=",
    password: "Grüße, Plaza!",
    source: "Python: hashlib.pbkdf2_hmac('sha256', pw.encode(), b'seasalt2024', 1000)",
  },
  {
    method: "django",
    hash: "pbkdf2_sha1$1000$pepper$0TRZVa4dDOR92ANJhGqQ9gn5K8E=",
    password: "hashcat",
    source: "Python: hashlib.pbkdf2_hmac('sha1', b'hashcat', b'pepper', 1000)",
  },
  {
    method: "django",
    hash: "sha1$fe76b$02d5916550edf7fc8c886f044887f4b1abf9b013",
    password: "hashcat",
    source: "hashcat wiki, mode 124 (Django SHA-1)",
  },
  {
    method: "django",
    hash: "bcrypt$$2b$04$y613tAAwAnWb9t9DbHnDAOKpm93iwKJaS02lNKAyqB5m6DXUpCbmW",
    password: "hashcat",
    source: "Python: 'bcrypt$' + crypt.crypt(pw, crypt.mksalt(crypt.METHOD_BLOWFISH, rounds=16))",
  },
  {
    method: "django",
    hash: "bcrypt_sha256$$2b$05$q55bCLDE7cZ0mru96jg2puvtwxilm3qXqJ6GTfHL1B63AizBYW6d6",
    password: "hashcat",
    source: "Python: crypt.crypt(hashlib.sha256(b'hashcat').hexdigest(), <bcrypt salt, 32 rounds>)",
  },
  {
    method: "django",
    hash: "8743b52063cd84097a65d1633f5c74f5",
    password: "hashcat",
    source: "hashcat wiki, mode 0 (MD5; Django's unsalted MD5, the porter's Drupal 6 export)",
  },
  // XenForo: xf_user_authenticate.data, PHP-serialized.
  {
    method: "xenforo",
    hash: 'a:3:{s:4:"hash";s:64:"bc251cedbfe90b46302643be866f988073241b04a0a64e7c631ff54a7240bb5f";s:4:"salt";s:64:"a142560d3d3a9531de19da0210167a915fe81b239761723a040ae757c9531079";s:8:"hashFunc";s:6:"sha256";}',
    password: "hashcat",
    source:
      "PHP: serialize(['hash' => hash('sha256', hash('sha256', $pw) . $salt), 'salt' => $salt, 'hashFunc' => 'sha256'])",
  },
  {
    method: "XenForo",
    hash: 'a:3:{s:4:"hash";s:40:"327f47bd847f0356bc9e81070603fe6df2b147e5";s:4:"salt";s:40:"2754a37602d2b9379c5cf2ba472f232cbd6a77b2";s:8:"hashFunc";s:4:"sha1";}',
    password: "Grüße",
    source:
      "PHP: serialize(['hash' => hash('sha1', hash('sha1', $pw) . $salt), 'salt' => $salt, 'hashFunc' => 'sha1'])",
  },
  {
    method: "xenforo",
    hash: 'a:1:{s:4:"hash";s:60:"$2y$05$nkzZfaBPNUKMAQmw1FUo1uSF46IJ3MS/jdMJ4yTgZS25b7vWJ37m6";}',
    password: "hashcat",
    source: "PHP: serialize(['hash' => password_hash($pw, PASSWORD_BCRYPT, ['cost' => 5])]) (XenForo 1.2+)",
  },
  {
    method: "xenforo",
    hash: 'a:2:{s:4:"hash";s:32:"1f67469cf95c4eeebe3c256d3540b1d6";s:4:"salt";s:3:"a$b";}',
    password: "hashcat",
    source: "PHP: serialize(['hash' => md5(md5($pw) . 'a$b'), 'salt' => 'a$b']) (vBulletin-imported)",
  },
  // Drupal 7.
  {
    method: "Drupal",
    hash: "$S$C33783772bRXEx1aCsvY.dqgaaSu76XmVlKrW9Qu8IQlvxHlmzLf",
    password: "hashcat",
    source: "hashcat wiki, mode 7900 (Drupal7); also accepted by Drupal 7's user_check_password() in PHP",
  },
  {
    method: "drupal",
    hash: "$S$8y0wHSercTa2QolFGLh..B8vtars8luaJhtH7UYocO93n7IMIqyQ",
    password: "Grüße, Plaza!",
    source: "PHP: Drupal 7's user_hash_password($pw, 10) (includes/password.inc)",
  },
  {
    method: "drupal",
    hash: "U$S$5Z3czq8g7MHgAahUiL1vam.0nrdkfqmXMtOg0MvHRCFi.OhjQbRH",
    password: "hashcat",
    source: "PHP: 'U' . Drupal 7's user_hash_password(md5($pw), 7) (an upgraded Drupal 6 hash)",
  },
  // IPB and MyBB: md5(md5(salt) + md5(password)).
  {
    method: "ipb",
    hash: "022f7e02b3314f7d0968f73c00ba759f$67588",
    password: "hashcat",
    source: "hashcat wiki, mode 2811 (MyBB 1.2+, IPB2+)",
  },
  {
    method: "IPB",
    hash: "398cc592cad193ba14dfc08e98601c72$a$7Q!",
    password: "hashcat",
    source: "Python: md5(md5(b'a$7Q!').hexdigest() + md5(b'hashcat').hexdigest()) (a salt holding '$')",
  },
  {
    method: "mybb",
    hash: "022f7e02b3314f7d0968f73c00ba759f67588",
    password: "hashcat",
    source: "hashcat wiki, mode 2811, hash and salt joined as the porter exports them",
  },
  {
    method: "MyBB",
    hash: "022f7e02b3314f7d0968f73c00ba759f:67588",
    password: "hashcat",
    source: "hashcat wiki, mode 2811, as <hash>:<salt>",
  },
  // PunBB / FluxBB.
  {
    method: "punbb",
    hash: "f7422fa79687c1ac72884136b6af41108484cfdc$k9#$x",
    password: "hashcat",
    source: "Python: sha1(b'k9#$x' + sha1(b'hashcat').hexdigest().encode())",
  },
  {
    method: "punbb",
    hash: "b89eaac7e61417341b710b727768294d0e6a277b",
    password: "hashcat",
    source: "hashcat wiki, mode 100 (SHA1; FluxBB 1.4+)",
  },
  // Joomla.
  {
    method: "joomla",
    hash: "19e0e8d91c722e7091ca7a6a6fb0f4fa:54718031842521651757785603028777",
    password: "hashcat",
    source: "hashcat wiki, mode 11 (Joomla < 2.5.18)",
  },
  {
    method: "Joomla",
    hash: "$P$984478476IagS59wHZvyQMArzfx58u.",
    password: "hashcat",
    source: "hashcat wiki, mode 400 (phpass, Joomla)",
  },
  // Plain.
  {
    method: "md5",
    hash: "8743B52063CD84097A65D1633F5C74F5",
    password: "hashcat",
    source: "hashcat wiki, mode 0",
  },
  { method: "Text", hash: "hashcat", password: "hashcat", source: "the password itself" },
];

describe("verifyLegacyPassword", () => {
  it.each(vectors)("$method: accepts the right password ($source)", async ({ method, hash, password }) => {
    expect(await verifyLegacyPassword(password, legacyHash(method, hash))).toBe("match");
  });

  it.each(vectors)("$method: refuses a wrong password ($hash)", async ({ method, hash, password }) => {
    expect(await verifyLegacyPassword(`${password}x`, legacyHash(method, hash))).toBe("mismatch");
    expect(await verifyLegacyPassword(password.slice(1), legacyHash(method, hash))).toBe("mismatch");
  });

  it("refuses an empty password even against an empty-looking hash", async () => {
    expect(await verifyLegacyPassword("", legacyHash("md5", "d41d8cd98f00b204e9800998ecf8427e"))).toBe(
      "mismatch",
    );
  });

  it("knows every method the vectors use, whatever their case", () => {
    for (const { method } of vectors) expect(LEGACY_METHODS).toContain(method.toLowerCase());
  });

  it("cannot check methods it does not know, nor Vanilla's Reset and Random", async () => {
    for (const method of ["Reset", "random", "yaf", "webwiz", "argon2", "constructor", "__proto__"]) {
      expect(
        await verifyLegacyPassword("hashcat", legacyHash(method, "8743b52063cd84097a65d1633f5c74f5")),
      ).toBe("unverifiable");
    }
  });

  it("cannot check hashes of a form their method never produces", async () => {
    const unreadable: [string, string][] = [
      ["vanilla", "not-a-hash"],
      ["phpbb", "$argon2id$v=19$m=65536,t=4,p=2$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG"],
      ["vbulletin", "8743b52063cd84097a65d1633f5c74f5"],
      ["vbulletin", "zz43b52063cd84097a65d1633f5c74f5abc"],
      ["xenforo", "a:0:{}"],
      ["xenforo", 'a:1:{s:4:"hash";s:99:"short";}'],
      ["django", "pbkdf2_sha256$abc$salt$bFYX62rfJobJ07VwrUMXfuffLfj2RDM2G6/BrTrUWkE="],
      ["django", "pbkdf2_sha256$999999999$salt$bFYX62rfJobJ07VwrUMXfuffLfj2RDM2G6/BrTrUWkE="],
      ["django", "crypt$ab$abJnggxhB/yWI"],
      ["crypt", "$1$saltsalt$2vnaRpHa6Jxjz5n83ok8Z0"],
      ["phpass", "$P$Z12345678abcdefghijklmnopqrstuv"],
      ["smf", "ecf076ce9d6ed3624a9332112b1cd67b236fdd11"],
      ["md5", ""],
    ];
    for (const [method, hash] of unreadable) {
      expect({
        method,
        hash,
        check: await verifyLegacyPassword("hashcat", legacyHash(method, hash)),
      }).toEqual({
        method,
        hash,
        check: "unverifiable",
      });
    }
  });
});

describe("the stored form", () => {
  it("splits legacy$<method>$<hash> at the first two dollars, the hash kept whole", () => {
    expect(parseLegacyHash("legacy$Django$sha1$ann$bee$e95")).toEqual({
      method: "django",
      hash: "sha1$ann$bee$e95",
    });
    expect(parseLegacyHash("legacy$$abc")).toBeNull();
    expect(parseLegacyHash("scrypt$16384$8$1$a$b")).toBeNull();
    expect(isLegacyHash("legacy$md5$x")).toBe(true);
    expect(isLegacyHash("scrypt$16384$8$1$a$b")).toBe(false);
  });

  it("reads PHP-serialized arrays by byte lengths, and nothing else", () => {
    expect(parsePhpArray('a:2:{s:4:"hash";s:3:"a;b";i:0;s:6:"Grüß";}')).toEqual(
      new Map([
        ["hash", "a;b"],
        ["0", "Grüß"],
      ]),
    );
    expect(parsePhpArray('a:1:{s:4:"hash";s:4:"a;b";}')).toBeNull();
    expect(parsePhpArray('O:8:"stdClass":0:{}')).toBeNull();
    expect(parsePhpArray('a:1:{s:4:"hash";b:1;}')).toBeNull();
  });
});
