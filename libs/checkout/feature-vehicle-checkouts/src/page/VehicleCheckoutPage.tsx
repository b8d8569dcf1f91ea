import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLoaderData, useLocation } from 'react-router-dom';
import { additionalPackagesQuery, marketApi, packagesRequest, vehicleDetailQuery } from '@carweb/api-core';
import { useApiContext } from '@carweb/api-http';
import { LeadForm, LeadThanks } from '@carweb/checkout-form-engine';
import { dealerPagePath, useDealerBase } from '@carweb/platform-routing';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { showsPackages } from '../checkout-kinds';
import { RESERVATION_FEE_CHF, VEHICLE_CHECKOUT_FORMS } from '../forms/vehicle-checkout-forms';
import { messages } from '../messages';
import { cameFromPurchaseOptions } from '../purchase-options-via';
import { leasingTermsOf } from '../vehicle-checkout-data';
import type { VehicleCheckoutData } from '../vehicle-checkout-loader';
import { checkoutFieldOptions } from './checkout-field-options';
import { LeasingRate } from './LeasingRate';
import { PAYMENT_NOTICES } from './payment-notices';
import styles from './vehicle-checkout.module.css';
import { VehicleSummary } from './VehicleSummary';

const TITLES = {
  buy: messages.buyTitle,
  leasing: messages.leasingTitle,
  testDrive: messages.testDriveTitle,
  reservation: messages.reservationTitle,
  subscription: messages.subscriptionTitle,
  onlineSales: messages.onlineSalesTitle,
};
/** A checkout that starts from a vehicle (buy, leasing, test drive): the vehicle beside the lead form, then thanks. */
export default function VehicleCheckoutPage() {
  const { kind, vehicleId, sent, payment } = useLoaderData() as VehicleCheckoutData;
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const base = useDealerBase();
  const location = useLocation();
  // SPEC §9: entered from the purchase options page, every tracking step counts one more
  const shift = cameFromPurchaseOptions(location.search) ? 1 : 0;
  const api = marketApi(useApiContext());
  const { data: vehicle } = useQuery(vehicleDetailQuery(api, vehicleId, base.dealerSlug));
  // the same query the loader put into the server HTML (the market's API context), and only where a step shows them
  const packages = useQuery({
    ...additionalPackagesQuery(api, vehicle ? packagesRequest(vehicle) : { year: 0, month: 0, modelId: 0 }),
    enabled: Boolean(vehicle) && showsPackages(kind),
  });
  const definition = VEHICLE_CHECKOUT_FORMS[kind];
  const fixed = useMemo(() => (vehicle ? { vehicleId: vehicle.id, dealerId: vehicle.dealer.dealerId } : {}), [vehicle]);
  if (!vehicle) return null;

  const title = intl.formatMessage(TITLES[kind], { title: `${vehicle.make.value} ${vehicle.model.value}` });
  const fieldOptions = checkoutFieldOptions(intl, packages.data?.additionalPackages ?? []);

  const terms = leasingTermsOf(vehicle, new URLSearchParams(location.search));
  const defaults = {
    'leasing.totalRuntime': String(terms.totalRuntime),
    'leasing.kmPerYear': String(terms.kmPerYear),
    'leasing.downPayment': String(terms.downPayment),
    'subscription.duration': String(vehicle.subscription?.duration ?? ''),
  };
  const leaseValue =
    kind === 'leasing' && vehicle.leasing ? vehicle.leasing.rate * vehicle.leasing.duration + vehicle.leasing.deposit : vehicle.price.value;

  return (
    <div className={styles['page']}>
      <Link className={styles['back']} to={dealerPagePath(base, 'vehicleMarket', encodeURIComponent(vehicle.slug))}>
        ‹ {intl.formatMessage(messages.backToVehicle)}
      </Link>
      <h1 className={styles['title']}>{title}</h1>
      <div className={styles['layout']}>
        <div>
          {sent || payment === 'AUTHORIZED' || payment === 'CAPTURED' ? (
            <LeadThanks
              definition={definition}
              draftKey={String(vehicle.id)}
              dealerName={vehicle.dealer.name}
              text={kind === 'reservation' ? messages.reservedThanks : undefined}
              tracking={{ value: leaseValue, shift }}
            />
          ) : (
            <>
              {payment && PAYMENT_NOTICES[payment] && (
                <p className={styles['notice']} role="alert">
                  {intl.formatMessage(PAYMENT_NOTICES[payment])}
                </p>
              )}
              <p>
                {intl.formatMessage(kind === 'onlineSales' ? messages.onlineSalesNote : messages.sellerNote, {
                  dealerName: vehicle.dealer.name,
                })}
              </p>
              <LeadForm
                definition={definition}
                title={title}
                fixed={fixed}
                draftKey={String(vehicle.id)}
                fieldOptions={fieldOptions}
                defaults={kind === 'leasing' || kind === 'subscription' ? defaults : {}}
                tracking={{ value: kind === 'reservation' ? RESERVATION_FEE_CHF : leaseValue, shift }}
                submitLabel={kind === 'reservation' ? messages.payAndReserve : undefined}
                stepExtras={{
                  payment: () => <p>{intl.formatMessage(messages.paymentNote, { amount: formatPrice(RESERVATION_FEE_CHF, locale) })}</p>,
                  calculator: (values) => <LeasingRate vehicleId={vehicle.id} values={values} />,
                  terms: () =>
                    vehicle.subscription && (
                      <p className={styles['rateValue']}>
                        {intl.formatMessage(messages.subscriptionPrice, { price: formatPrice(vehicle.subscription.price, locale) })}
                      </p>
                    ),
                  benefits: () => (fieldOptions['additionalPackageIds']?.length ? null : <p>{intl.formatMessage(messages.noPackages)}</p>),
                }}
              />
            </>
          )}
        </div>
        <VehicleSummary vehicle={vehicle} />
      </div>
    </div>
  );
}
