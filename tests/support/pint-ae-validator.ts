/**
 * The standards' own validators of an e-invoice, run as the UAE's receivers would: the OASIS UBL 2.1 XML Schemas
 * (xmllint) and both OpenPeppol PINT AE rule files, version 2026.5 (the published Schematron compiled to XSLT, run
 * with Debian's Saxon HE). All read from ../shared/standards, never copied into the project (its README).
 *
 * The JVM takes seconds to start and to compile a rule file, so every document of a suite goes through one run per
 * rule file (Saxon transforms a whole folder: -s:DIR -o:DIR), the two rule files at the same time.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { create } from 'xmlbuilder2';

const run = promisify(execFile);

const STANDARDS = path.resolve(__dirname, '../../../shared/standards');
export const UBL_XSD = path.join(STANDARDS, 'ubl-2.1/maindoc');
const PINT_AE = path.join(STANDARDS, 'pint-ae-2026.5');
const RULE_FILES = ['PINT-UBL-validation-preprocessed.xslt', 'PINT-jurisdiction-aligned-rules.xslt'] as const;
const SAXON = '/usr/share/java/Saxon-HE.jar';
const SVRL = 'http://purl.oclc.org/dsdl/svrl';

export type Finding = {
  /** 'xsd', or the rule file that reported it */
  source: string;
  /** the rule's id (ibr-144-ae), or the schema error's line */
  id: string;
  text: string;
  /** where in the document (an XPath for the rules) */
  location: string;
};

export type Report = {
  findings: Finding[];
  /** rules evaluated per rule file: a rule file that ran nothing would pass anything */
  firedRules: Record<string, number>;
};

/** One line per finding: what a failing test prints. */
export const describeFindings = (findings: readonly Finding[]) =>
  findings
    .map((f) => {
      const text = f.text.startsWith(`[${f.id}]`) ? f.text : `[${f.id}] ${f.text}`;
      return `${text} (${f.source} at ${f.location.replace(/\[namespace-uri\(\)='[^']*'\]/g, '')})`;
    })
    .join('\n');

const rootName = (xml: string) => (/<(?:\w+:)?(Invoice|CreditNote)[\s>]/.exec(xml)?.[1] ?? 'Invoice') as string;

/** xmllint against the UBL 2.1 main schema of each document's root: one run per schema, many files each. */
function schemaFindings(files: { name: string; file: string; root: string }[]): Map<string, Finding[]> {
  const out = new Map(files.map((f) => [f.name, [] as Finding[]]));
  for (const root of ['Invoice', 'CreditNote']) {
    const of = files.filter((f) => f.root === root);
    if (of.length === 0) continue;
    const xsd = path.join(UBL_XSD, `UBL-${root}-2.1.xsd`);
    const r = spawnSync('xmllint', ['--nonet', '--noout', '--schema', xsd, ...of.map((f) => f.file)], {
      encoding: 'utf8',
    });
    for (const f of of) {
      const lines = r.stderr.split('\n').filter((l) => l.startsWith(`${f.file}:`) || l.startsWith(`${f.file} `));
      if (lines.includes(`${f.file} validates`)) continue;
      const errors = lines.filter((l) => l !== `${f.file} fails to validate`);
      out.get(f.name)!.push(
        ...(errors.length ? errors : [`${f.file}: no verdict from xmllint (status ${r.status})`]).map((l) => ({
          source: 'xsd',
          id: 'xsd',
          text: l.slice(f.file.length + 1).trim(),
          location: root,
        })),
      );
    }
  }
  return out;
}

/** The failed asserts of one SVRL report, and how many rules fired. */
function svrlFindings(svrl: string, source: string): { findings: Finding[]; fired: number } {
  const doc = create(svrl).node as unknown as Document;
  const findings = [...doc.getElementsByTagNameNS(SVRL, 'failed-assert')].map((a) => ({
    source,
    id: a.getAttribute('id') ?? '?',
    text: (a.getElementsByTagNameNS(SVRL, 'text')[0]?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    location: a.getAttribute('location') ?? '',
  }));
  return { findings, fired: doc.getElementsByTagNameNS(SVRL, 'fired-rule').length };
}

/**
 * Validates every document (name → XML) against the XSD and both PINT AE rule files. Every assert of these rule
 * files is fatal, so every failed assert is a finding. Throws when a validator gives no report for a document.
 */
export async function validateEInvoices(docs: Record<string, string>): Promise<Record<string, Report>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pint-ae-'));
  try {
    const input = path.join(dir, 'in');
    fs.mkdirSync(input);
    const files = Object.entries(docs).map(([name, xml]) => {
      const file = path.join(input, `${name}.xml`);
      fs.writeFileSync(file, xml);
      return { name, file, root: rootName(xml) };
    });
    const rules = RULE_FILES.map(async (rules) => {
      const output = path.join(dir, rules);
      fs.mkdirSync(output);
      // A short-lived JVM: the C1 compiler and the serial collector start faster than the defaults.
      await run(
        'java',
        [
          '-XX:TieredStopAtLevel=1',
          '-XX:+UseSerialGC',
          '-jar',
          SAXON,
          `-xsl:${path.join(PINT_AE, rules)}`,
          `-s:${input}`,
          `-o:${output}`,
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      return { rules, output };
    });
    const schema = schemaFindings(files);
    const reports = await Promise.all(rules);
    return Object.fromEntries(
      files.map(({ name }) => {
        const report: Report = { findings: [...schema.get(name)!], firedRules: {} };
        for (const { rules, output } of reports) {
          const svrl = path.join(output, `${name}.xml`);
          if (!fs.existsSync(svrl)) throw new Error(`${rules} gave no report for ${name}`);
          const { findings, fired } = svrlFindings(fs.readFileSync(svrl, 'utf8'), rules);
          report.findings.push(...findings);
          report.firedRules[rules] = fired;
        }
        return [name, report];
      }),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The three official sample documents of PINT AE 2026.5 (a check of the validator itself). */
export function officialSamples(): Record<string, string> {
  const dir = path.join(PINT_AE, 'samples');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.xml'))
      .map((f) => [`sample-${path.basename(f, '.xml')}`, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );
}
