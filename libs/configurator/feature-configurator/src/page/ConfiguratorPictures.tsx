import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApiContext } from '@carweb/api-http';
import { images360Query, modelImagesQuery } from '@carweb/api-model';
import { Gallery, ResponsiveImage, Viewer360 } from '@carweb/shared-ui';
import type { Configuration } from '../configuration/configuration-url';
import { messages } from '../messages';
import styles from './configurator.module.css';

const VIEW_NAMES = {
  front: messages.viewFront,
  side: messages.viewSide,
  rear: messages.viewRear,
  interior: messages.viewInterior,
} as const;

export interface ConfiguratorPicturesProps {
  modelName: string;
  configuration: Configuration;
}

/**
 * The pictures follow the colour: the still views (model-images: front, side, rear, interior) and the 360° view
 * (images360 with `ec` = the chosen equipment). Both are optional: while the new colour's pictures load the previous
 * ones stay; without them the variant's picture shows. The 360° view shows the stills without JavaScript and under
 * `prefers-reduced-motion`. The first still (or the variant's picture) is the configurator's LCP picture (decision 0043).
 */
export function ConfiguratorPictures({ modelName, configuration }: ConfiguratorPicturesProps) {
  const intl = useIntl();
  const api = useApiContext();
  const { entity, colorCode, items } = configuration;
  const color = entity.colors.find((c) => c.colorCode === colorCode)?.name ?? colorCode;
  const stills = useQuery({ ...modelImagesQuery(api, entity.entityId, colorCode), placeholderData: keepPreviousData });
  const turn = useQuery({ ...images360Query(api, entity.entityId, colorCode, items), placeholderData: keepPreviousData });
  const label = intl.formatMessage(messages.pictures, { model: modelName, color });
  const images = (stills.data?.images ?? []).map((image) => ({
    src: image.url,
    alt: intl.formatMessage(messages.pictureAlt, { model: modelName, color, view: intl.formatMessage(VIEW_NAMES[image.view]) }),
  }));
  const still =
    images.length > 0 ? (
      <Gallery
        label={label}
        images={images}
        priority
        previousLabel={intl.formatMessage(messages.previousPicture)}
        nextLabel={intl.formatMessage(messages.nextPicture)}
        positionLabel={(index, total) => intl.formatMessage(messages.picturePosition, { index, total })}
        thumbnailLabel={(index) => intl.formatMessage(messages.pictureThumbnail, { index })}
      />
    ) : (
      <ResponsiveImage
        className={styles['fallbackPicture']}
        src={entity.image}
        alt={`${modelName} ${entity.name}`}
        width={800}
        height={450}
        slot="content"
        priority
      />
    );
  return (
    <div className={styles['pictures']}>
      <Viewer360
        frames={turn.data?.images ?? []}
        label={intl.formatMessage(messages.viewer, { model: modelName, color })}
        angleText={(angle) => intl.formatMessage(messages.viewerAngle, { angle })}
        hint={intl.formatMessage(messages.viewerHint)}
        stills={still}
      />
    </div>
  );
}
