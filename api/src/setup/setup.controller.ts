import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { getSetupChecklist } from '@waybill/shared';
import { Route } from '../core/http/route.decorator.js';
import { SetupChecklistService } from './setup-checklist.service.js';

@ApiTags('settings')
@Controller()
export class SetupController {
  constructor(private readonly checklist: SetupChecklistService) {}

  @Route(getSetupChecklist)
  current() {
    return this.checklist.current();
  }
}
