import { Controller, Injectable, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { listSavedAddresses, type SavedAddress, type SavedAddressQuery } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { Route } from '../core/http/route.decorator.js';
import { recentAddresses } from './address-book.repository.js';

/** The address book (docs/product.md §5.1a): recent senders and recipients, from the parcels. */
@Injectable()
export class AddressBook {
  constructor(private readonly dataSource: DataSource) {}

  recent(query: SavedAddressQuery): Promise<SavedAddress[]> {
    return recentAddresses(this.dataSource.manager, query.side, query.search, query.limit);
  }
}

/** Staff who write parcels (the contract's listSavedAddresses: parcels.write). */
@ApiTags('parcels')
@Controller()
export class AddressBookController {
  constructor(private readonly book: AddressBook) {}

  @Route(listSavedAddresses)
  list(@Query() query: SavedAddressQuery) {
    return this.book.recent(query);
  }
}
