import { Suspense, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { VehicleDetail } from '@carweb/api-contracts';
import { preloadContracts } from '@carweb/api-http';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { firstRegistrationText, useMarketLinks, vehicleMarketMessages } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { LazyLeasingCalculator } from '@carweb/vehicle-market-feature-leasing-calculator';
import { Tabs, useIdlePreload, usePreloadOnIntent, vehicleCardMessages } from '@carweb/shared-ui';
import { EfficiencyLabel } from '@carweb/vehicle-market-ui-filter-inputs';
import { messages } from '../messages';
import styles from './detail-page.module.css';

type TabId = 'technical' | 'equipment' | 'comment' | 'environment' | 'leasing' | 'subscription';

function Facts({ rows }: { rows: [string, string | number | undefined | null][] }) {
  return (
    <dl className={styles['dataList']}>
      {rows
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Detail tabs of SPEC §2: technical data, equipment, comment, environment and energy, leasing calculator, car subscription. */
export function DetailTabs({ vehicle }: { vehicle: VehicleDetail }) {
  const intl = useIntl();
  const links = useMarketLinks();
  const locale = languageOf(intl.locale);
  const [tab, setTab] = useState<TabId>('technical');
  const [leasingOpened, setLeasingOpened] = useState(false);
  // the calculator's code while idle; zod and the contracts its calculation parses when the visitor reaches for the tabs
  useIdlePreload(LazyLeasingCalculator.preload);
  const intent = usePreloadOnIntent(preloadContracts);
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const km = formatNumber(vehicle.mileage, locale);
  const env = vehicle.environment;
  const unit = intl.formatMessage(
    env.consumptionUnit === 'kWh/100km' ? vehicleMarketMessages.unitElectric : vehicleMarketMessages.unitFuel,
  );
  const consumption = formatNumber(env.consumption, locale, 1);
  const emission = env.emission === 0 ? '0' : formatNumber(env.emission, locale);
  const select = (id: string) => {
    setTab(id as TabId);
    if (id === 'leasing') setLeasingOpened(true);
  };
  const offer = vehicle.leasing;
  const subscription = vehicle.subscription;
  return (
    <section className={styles['tabs']} aria-label={t(messages.detailsLabel)} {...intent}>
      <Tabs
        label={t(messages.detailsLabel)}
        selected={tab}
        onSelect={select}
        tabs={[
          {
            id: 'technical',
            label: t(messages.tabTechnical),
            content: (
              <Facts
                rows={[
                  [t(messages.condition), vehicle.conditionType.value],
                  [t(vehicleCardMessages.factFirstRegistration), firstRegistrationText(vehicle, intl)],
                  [t(vehicleCardMessages.factMileage), km ? intl.formatMessage(vehicleCardMessages.mileageValue, { km }) : ''],
                  [t(messages.vehicleType), vehicle.vehicleType.value],
                  [t(messages.bodyType), vehicle.bodyType.value],
                  [t(messages.bodyColor), vehicle.bodyColor.value],
                  [t(messages.doors), vehicle.doors.value],
                  [t(messages.seats), vehicle.seats],
                  [t(messages.fuel), vehicle.fuelType.value],
                  [t(messages.power), intl.formatMessage(vehicleMarketMessages.powerValue, { hp: vehicle.powerHp, kw: vehicle.powerKw })],
                  [t(messages.transmission), vehicle.transmission.value],
                  [t(messages.drive), vehicle.drive.value],
                ]}
              />
            ),
          },
          {
            id: 'equipment',
            label: t(messages.tabEquipment),
            content:
              vehicle.equipment.length > 0 ? (
                <ul className={styles['equipment']}>
                  {vehicle.equipment.map((item) => (
                    <li key={item.id}>{item.name}</li>
                  ))}
                </ul>
              ) : (
                <p>{t(messages.noEquipment)}</p>
              ),
          },
          {
            id: 'comment',
            label: t(messages.tabComment),
            content: <p className={styles['comment']}>{vehicle.comment || t(messages.noComment)}</p>,
          },
          {
            id: 'environment',
            label: t(messages.tabEnvironment),
            content: (
              <div className={styles['environment']}>
                <EfficiencyLabel
                  value={env.efficiencyClass}
                  label={intl.formatMessage(vehicleMarketMessages.efficiencyClass, { value: env.efficiencyClass })}
                />
                <Facts
                  rows={[
                    [t(messages.fuel), env.fuel],
                    [
                      t(messages.consumption),
                      consumption ? intl.formatMessage(messages.consumptionValue, { value: consumption, unit }) : t(messages.notStated),
                    ],
                    [
                      t(messages.emission),
                      emission ? intl.formatMessage(messages.emissionValue, { value: emission }) : t(messages.notStated),
                    ],
                    [t(messages.efficiency), env.efficiencyClass],
                  ]}
                />
              </div>
            ),
          },
          {
            id: 'leasing',
            label: t(messages.tabLeasing),
            content: offer ? (
              <div>
                <p className={styles['rate']}>
                  {intl.formatMessage(messages.leasingOffer, { rate: formatPrice(offer.rate, locale, vehicle.currency) })}
                </p>
                <p className={styles['muted']}>
                  {intl.formatMessage(messages.leasingOfferTerms, {
                    duration: offer.duration,
                    km: formatNumber(offer.kmPerYear, locale),
                    deposit: formatPrice(Math.round(offer.deposit), locale, vehicle.currency) || t(messages.noDeposit),
                  })}
                </p>
                {/* the calculator is interactive only: its code loads when the visitor opens the tab */}
                {leasingOpened && (
                  <Suspense fallback={<p role="status">{t(messages.leasingCalculatorLoading)}</p>}>
                    <LazyLeasingCalculator
                      vehicleId={vehicle.id}
                      offer={offer}
                      currency={vehicle.currency}
                      checkoutHref={links.checkout('leasing', vehicle.slug, vehicle.dealer.slug)}
                      reserved={vehicle.isReserved}
                    />
                  </Suspense>
                )}
              </div>
            ) : (
              <p>{t(messages.noLeasing)}</p>
            ),
          },
          {
            id: 'subscription',
            label: t(messages.tabSubscription),
            content: subscription ? (
              <div>
                <p className={styles['rate']}>
                  {intl.formatMessage(messages.subscriptionPrice, { price: formatPrice(subscription.price, locale, vehicle.currency) })}
                </p>
                <p>{intl.formatMessage(messages.subscriptionDuration, { duration: subscription.duration })}</p>
                <p className={styles['muted']}>{t(messages.subscriptionIncluded)}</p>
                {!vehicle.isReserved && (
                  <Link className={styles['secondary']} to={links.checkout('subscription', vehicle.slug, vehicle.dealer.slug)}>
                    {t(messages.requestSubscription)}
                  </Link>
                )}
              </div>
            ) : (
              <div>
                <p>{t(messages.noSubscription)}</p>
                <Link to={links.subscriptionList()}>{t(messages.subscriptionVehicles)}</Link>
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
