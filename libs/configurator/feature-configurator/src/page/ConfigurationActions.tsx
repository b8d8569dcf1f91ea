import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router-dom';
import { proxiedBackendAddresses, useApiContext } from '@carweb/api-http';
import { configurationPdfUrl } from '@carweb/api-model';
import { useRouteEnv } from '@carweb/platform-routing';
import { specTexts } from '@carweb/shared-util-i18n';
import { ACT_TARGETS, SAVE_INTENT } from '../actions/act-targets';
import type { ConfiguratorActionData } from '../actions/configurator-action';
import { CONFIGURATION_PARAMS, savePayloadOf, type Configuration } from '../configuration/configuration-url';
import { messages } from '../messages';
import { ShareLink } from './ShareLink';
import styles from './configurator.module.css';

export interface ConfigurationActionsProps {
  configuration: Configuration;
  /** the code of the configuration on screen, when it is saved (the URL's `configurationCode`) */
  savedCode: string | null;
  /** the path of this configurator page (the share link is it with the code) */
  pathname: string;
  actionData?: ConfiguratorActionData;
}

/**
 * Save, and the ways to act (test drive, offer, reservation, brochure): one POST form whose buttons name the intent,
 * so one click saves and goes on, with and without JavaScript (decision 0035). A saved configuration shows its code,
 * the share link and the PDF.
 */
export function ConfigurationActions({ configuration, savedCode, pathname, actionData }: ConfigurationActionsProps) {
  const intl = useIntl();
  const api = useApiContext();
  const { origin = '' } = useRouteEnv();
  const busy = useNavigation().state === 'submitting';
  const { entityId, items } = savePayloadOf(configuration);
  // the save button is gone once saved: focus goes to what took its place, not to the page's start
  const saved = useRef<HTMLDivElement>(null);
  const wasSaved = useRef(savedCode !== null);
  useEffect(() => {
    if (savedCode !== null && !wasSaved.current) saved.current?.focus();
    wasSaved.current = savedCode !== null;
  }, [savedCode]);
  // the link the browser opens goes through the site's proxy on the server's page too, never to an internal address
  const pdf = savedCode && configurationPdfUrl({ ...api, backends: proxiedBackendAddresses() }, savedCode);
  return (
    <Form method="post" preventScrollReset className={styles['actions']} aria-busy={busy}>
      <input type="hidden" name="entityId" value={entityId} />
      {items.map((item) => (
        <input key={item} type="hidden" name="item" value={item} />
      ))}
      {/* the configuration on screen is this saved one: going on with it keeps its code (no second save) */}
      {savedCode && <input type="hidden" name={CONFIGURATION_PARAMS.code} value={savedCode} />}
      {actionData && (
        <p role="alert" className={styles['invalid']}>
          {intl.formatMessage(actionData.error === 'invalid' ? specTexts.invalidLeasingConfiguration : specTexts.genericError)}
        </p>
      )}
      {savedCode && pdf ? (
        <div className={styles['saved']} ref={saved} tabIndex={-1}>
          <p>
            <strong>{intl.formatMessage(messages.savedCode, { code: savedCode })}</strong>
          </p>
          <ShareLink href={`${origin}${pathname}?${CONFIGURATION_PARAMS.code}=${encodeURIComponent(savedCode)}`} />
          <p>
            <a href={pdf} target="_blank" rel="noopener">
              {intl.formatMessage(messages.pdf)}
            </a>
          </p>
        </div>
      ) : (
        <button type="submit" name="intent" value={SAVE_INTENT} className={styles['secondaryButton']} disabled={busy}>
          {intl.formatMessage(messages.save)}
        </button>
      )}
      <h3 className={styles['groupTitle']}>{intl.formatMessage(messages.actTitle)}</h3>
      <p className={styles['muted']}>{intl.formatMessage(messages.actHint)}</p>
      <div className={styles['actButtons']}>
        {ACT_TARGETS.map((target, index) => (
          <button
            key={target}
            type="submit"
            name="intent"
            value={target}
            className={styles[index === 0 ? 'primaryButton' : 'secondaryButton']}
            disabled={busy}
          >
            {intl.formatMessage(messages[target])}
          </button>
        ))}
      </div>
    </Form>
  );
}
