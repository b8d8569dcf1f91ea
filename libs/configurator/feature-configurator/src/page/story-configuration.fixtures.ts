// The recorded Kia Stonic and configurations of it, for the stories of the configurator's parts only.
import type { ConfiguratorModel } from '@carweb/api-contracts';
import { recordedAnswer } from '@carweb/shared-testing-msw';
import { configurationOf, configurationSearch, type Configuration } from '../configuration/configuration-url';

export const storyModel = (locale = 'de') => recordedAnswer<ConfiguratorModel>('model/configurator/models/stonic', locale);

/** A configuration of the recorded Stonic by its URL's query, e.g. `?color=RED&item=style_package`. */
export const storyConfiguration = (search = '', locale = 'de'): Configuration =>
  configurationOf(storyModel(locale), new URLSearchParams(search));

/** What a step's links lead to in the stories: the configurator's query on the story's URL. */
export const storyHrefOf = (configuration: Configuration) => `/de/konfigurator/stonic${configurationSearch(storyModel(), configuration)}`;
