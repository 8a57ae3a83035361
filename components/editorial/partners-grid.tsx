import { getTranslations } from 'next-intl/server';
import { FileImage } from '@/components/catalog/file-image';
import { CLIENT_PARTNER_CATEGORY_ID, type Partner } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';

/** The 'partners' page: partners (logo and category title) and clients (category 7, logo only). */
export async function PartnersAndClients({ partners, lang }: { partners: Partner[]; lang: string }) {
  const t = await getTranslations('pages');
  const clients = partners.filter((p) => p.CategoryId === CLIENT_PARTNER_CATEGORY_ID);
  const others = partners.filter((p) => p.CategoryId !== CLIENT_PARTNER_CATEGORY_ID);
  const tile = 'flex h-full flex-col items-center gap-3 rounded-xl border border-line bg-white p-4 text-center';

  return (
    <>
      {others.length > 0 && (
        <section aria-labelledby="partners-title" className="mt-10">
          <h2 id="partners-title" className="mb-4 text-xl font-semibold text-primary">
            {t('partners')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="partners-grid">
            {others.map((partner, i) => (
              <li key={`${partner.PartnerLogo}-${i}`}>
                <figure className={tile}>
                  <FileImage
                    fileId={partner.PartnerLogo}
                    ratio={3 / 2}
                    width={240}
                    height={160}
                    alt={pick(partner, 'PartnerName', lang)}
                    className="h-24 w-auto object-contain"
                  />
                  <figcaption className="text-sm font-medium text-muted">
                    {pick(partner, 'CategoryTitle', lang)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {clients.length > 0 && (
        <section aria-labelledby="clients-title" className="mt-10">
          <h2 id="clients-title" className="mb-4 text-xl font-semibold text-primary">
            {t('clients')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6" data-testid="clients-grid">
            {clients.map((client, i) => (
              <li key={`${client.PartnerLogo}-${i}`} className={`${tile} justify-center`}>
                <FileImage
                  fileId={client.PartnerLogo}
                  ratio={3 / 2}
                  width={180}
                  height={120}
                  alt={pick(client, 'PartnerName', lang)}
                  className="h-20 w-auto object-contain"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
