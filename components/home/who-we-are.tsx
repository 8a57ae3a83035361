import { getTranslations } from 'next-intl/server';
import { Emblem } from '@/components/layout/logo';

/**
 * 'Who we are' (docs/product/screens.md#home, item 3): static text from the messages, accreditations and the two
 * licences.
 */
export async function WhoWeAre() {
  const t = await getTranslations('home.whoWeAre');
  const card = 'rounded-xl border border-line bg-white p-6 shadow-sm';
  const item = 'flex gap-3 text-sm leading-relaxed text-ink';
  const dot = 'mt-2 size-2 shrink-0 rounded-full';

  return (
    <section aria-labelledby="who-we-are" className="bg-sand py-14">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <Emblem className="size-11" />
            <h2 id="who-we-are" className="section-title">
              {t('title')}
            </h2>
          </div>
          <p className="text-base leading-8 text-ink sm:text-lg">{t('intro')}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <div className={card}>
            <h3 className="mb-3 font-semibold text-primary">{t('accreditationsTitle')}</h3>
            <ul className="grid gap-3">
              <li className={item}>
                <span aria-hidden="true" className={`${dot} bg-accent`} />
                {t('regulator')}
              </li>
              <li className={item}>
                <span aria-hidden="true" className={`${dot} bg-accent`} />
                {t('educationAuthority')}
              </li>
            </ul>
          </div>
          <div className={card}>
            <h3 className="mb-3 font-semibold text-primary">{t('licencesTitle')}</h3>
            <ul className="grid gap-3">
              <li className={item}>
                <span aria-hidden="true" className={`${dot} bg-secondary`} />
                {t('licenceTraining')}
              </li>
              <li className={item}>
                <span aria-hidden="true" className={`${dot} bg-secondary`} />
                {t('licenceEducation')}
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
